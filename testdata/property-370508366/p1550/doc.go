// Package p1550 is a random API package (seed 1550).
//
// +groupName=p1550.example.com
package p1550
