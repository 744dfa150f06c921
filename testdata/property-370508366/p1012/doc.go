// Package p1012 is a random API package (seed 1012).
//
// +groupName=p1012.example.com
package p1012
