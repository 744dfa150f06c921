// Package p1239 is a random API package (seed 1239).
//
// +groupName=p1239.example.com
package p1239
