// Package p1054 is a random API package (seed 1054).
//
// +groupName=p1054.example.com
package p1054
