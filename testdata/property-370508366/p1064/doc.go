// Package p1064 is a random API package (seed 1064).
//
// +groupName=p1064.example.com
package p1064
