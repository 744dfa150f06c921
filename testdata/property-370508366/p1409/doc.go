// Package p1409 is a random API package (seed 1409).
//
// +groupName=p1409.example.com
package p1409
