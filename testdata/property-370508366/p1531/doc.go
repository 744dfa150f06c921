// Package p1531 is a random API package (seed 1531).
//
// +groupName=p1531.example.com
package p1531
