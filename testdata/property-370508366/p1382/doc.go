// Package p1382 is a random API package (seed 1382).
//
// +groupName=p1382.example.com
package p1382
