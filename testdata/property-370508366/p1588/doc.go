// Package p1588 is a random API package (seed 1588).
//
// +groupName=p1588.example.com
package p1588
