// Package p1224 is a random API package (seed 1224).
//
// +groupName=p1224.example.com
package p1224
