// Package p1108 is a random API package (seed 1108).
//
// +groupName=p1108.example.com
package p1108
