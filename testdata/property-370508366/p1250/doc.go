// Package p1250 is a random API package (seed 1250).
//
// +groupName=p1250.example.com
package p1250
