// Package p1245 is a random API package (seed 1245).
//
// +groupName=p1245.example.com
package p1245
