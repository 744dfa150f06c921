// Package p1533 is a random API package (seed 1533).
//
// +groupName=p1533.example.com
package p1533
