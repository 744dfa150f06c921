// Package p1549 is a random API package (seed 1549).
//
// +groupName=p1549.example.com
package p1549
