// Package p1110 is a random API package (seed 1110).
//
// +groupName=p1110.example.com
package p1110
