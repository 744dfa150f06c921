// Package p1492 is a random API package (seed 1492).
//
// +groupName=p1492.example.com
package p1492
