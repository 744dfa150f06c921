// Package p1249 is a random API package (seed 1249).
//
// +groupName=p1249.example.com
package p1249
