// Package p1019 is a random API package (seed 1019).
//
// +groupName=p1019.example.com
package p1019
