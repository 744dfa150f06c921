// Package p1483 is a random API package (seed 1483).
//
// +groupName=p1483.example.com
package p1483
