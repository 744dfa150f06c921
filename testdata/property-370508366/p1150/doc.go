// Package p1150 is a random API package (seed 1150).
//
// +groupName=p1150.example.com
package p1150
