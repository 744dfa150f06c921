// Package p1466 is a random API package (seed 1466).
//
// +groupName=p1466.example.com
package p1466
