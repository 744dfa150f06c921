// Package p1010 is a random API package (seed 1010).
//
// +groupName=p1010.example.com
package p1010
