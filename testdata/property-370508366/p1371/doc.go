// Package p1371 is a random API package (seed 1371).
//
// +groupName=p1371.example.com
package p1371
