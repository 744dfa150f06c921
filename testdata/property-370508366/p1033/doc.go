// Package p1033 is a random API package (seed 1033).
//
// +groupName=p1033.example.com
package p1033
