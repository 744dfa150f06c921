// Package p1260 is a random API package (seed 1260).
//
// +groupName=p1260.example.com
package p1260
