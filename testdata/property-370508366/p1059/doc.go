// Package p1059 is a random API package (seed 1059).
//
// +groupName=p1059.example.com
package p1059
