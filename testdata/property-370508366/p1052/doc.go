// Package p1052 is a random API package (seed 1052).
//
// +groupName=p1052.example.com
package p1052
