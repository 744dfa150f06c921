// Package p1563 is a random API package (seed 1563).
//
// +groupName=p1563.example.com
package p1563
