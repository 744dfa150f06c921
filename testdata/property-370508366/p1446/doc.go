// Package p1446 is a random API package (seed 1446).
//
// +groupName=p1446.example.com
package p1446
