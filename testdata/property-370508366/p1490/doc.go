// Package p1490 is a random API package (seed 1490).
//
// +groupName=p1490.example.com
package p1490
