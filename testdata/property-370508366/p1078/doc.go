// Package p1078 is a random API package (seed 1078).
//
// +groupName=p1078.example.com
package p1078
