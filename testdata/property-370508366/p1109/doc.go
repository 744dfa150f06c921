// Package p1109 is a random API package (seed 1109).
//
// +groupName=p1109.example.com
package p1109
