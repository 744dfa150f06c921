// Package p1006 is a random API package (seed 1006).
//
// +groupName=p1006.example.com
package p1006
