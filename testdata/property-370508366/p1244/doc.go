// Package p1244 is a random API package (seed 1244).
//
// +groupName=p1244.example.com
package p1244
