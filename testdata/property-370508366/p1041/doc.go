// Package p1041 is a random API package (seed 1041).
//
// +groupName=p1041.example.com
package p1041
