// Package p1447 is a random API package (seed 1447).
//
// +groupName=p1447.example.com
package p1447
