// Package p1424 is a random API package (seed 1424).
//
// +groupName=p1424.example.com
package p1424
