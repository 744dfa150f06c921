// Package p1291 is a random API package (seed 1291).
//
// +groupName=p1291.example.com
package p1291
