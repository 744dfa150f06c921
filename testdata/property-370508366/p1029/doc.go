// Package p1029 is a random API package (seed 1029).
//
// +groupName=p1029.example.com
package p1029
