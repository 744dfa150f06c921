// Package p1000 is a random API package (seed 1000).
//
// +groupName=p1000.example.com
package p1000
