// Package p1293 is a random API package (seed 1293).
//
// +groupName=p1293.example.com
package p1293
