// Package p1514 is a random API package (seed 1514).
//
// +groupName=p1514.example.com
package p1514
