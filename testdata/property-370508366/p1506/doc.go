// Package p1506 is a random API package (seed 1506).
//
// +groupName=p1506.example.com
package p1506
