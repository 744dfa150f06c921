// Package p1512 is a random API package (seed 1512).
//
// +groupName=p1512.example.com
package p1512
