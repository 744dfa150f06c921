// Package p1471 is a random API package (seed 1471).
//
// +groupName=p1471.example.com
package p1471
