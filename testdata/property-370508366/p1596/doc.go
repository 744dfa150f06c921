// Package p1596 is a random API package (seed 1596).
//
// +groupName=p1596.example.com
package p1596
