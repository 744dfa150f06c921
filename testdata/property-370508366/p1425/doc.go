// Package p1425 is a random API package (seed 1425).
//
// +groupName=p1425.example.com
package p1425
