// Package p1502 is a random API package (seed 1502).
//
// +groupName=p1502.example.com
package p1502
