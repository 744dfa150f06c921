// Package p1392 is a random API package (seed 1392).
//
// +groupName=p1392.example.com
package p1392
