// Package p1467 is a random API package (seed 1467).
//
// +groupName=p1467.example.com
package p1467
