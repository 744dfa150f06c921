// Package p1572 is a random API package (seed 1572).
//
// +groupName=p1572.example.com
package p1572
