// Package p1540 is a random API package (seed 1540).
//
// +groupName=p1540.example.com
package p1540
