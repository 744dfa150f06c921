// Package p1256 is a random API package (seed 1256).
//
// +groupName=p1256.example.com
package p1256
