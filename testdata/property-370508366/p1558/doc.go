// Package p1558 is a random API package (seed 1558).
//
// +groupName=p1558.example.com
package p1558
