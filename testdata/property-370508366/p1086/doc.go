// Package p1086 is a random API package (seed 1086).
//
// +groupName=p1086.example.com
package p1086
