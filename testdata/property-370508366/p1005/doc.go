// Package p1005 is a random API package (seed 1005).
//
// +groupName=p1005.example.com
package p1005
