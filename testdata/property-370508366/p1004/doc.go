// Package p1004 is a random API package (seed 1004).
//
// +groupName=p1004.example.com
package p1004
