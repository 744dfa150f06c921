// Package p1133 is a random API package (seed 1133).
//
// +groupName=p1133.example.com
package p1133
