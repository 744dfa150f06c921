// Package p1342 is a random API package (seed 1342).
//
// +groupName=p1342.example.com
package p1342
