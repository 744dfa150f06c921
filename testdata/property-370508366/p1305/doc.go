// Package p1305 is a random API package (seed 1305).
//
// +groupName=p1305.example.com
package p1305
