// Package p1338 is a random API package (seed 1338).
//
// +groupName=p1338.example.com
package p1338
