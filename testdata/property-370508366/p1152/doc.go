// Package p1152 is a random API package (seed 1152).
//
// +groupName=p1152.example.com
package p1152
