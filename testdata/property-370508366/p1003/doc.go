// Package p1003 is a random API package (seed 1003).
//
// +groupName=p1003.example.com
package p1003
