// Package p1113 is a random API package (seed 1113).
//
// +groupName=p1113.example.com
package p1113
