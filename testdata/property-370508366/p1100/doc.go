// Package p1100 is a random API package (seed 1100).
//
// +groupName=p1100.example.com
package p1100
