// Package p1321 is a random API package (seed 1321).
//
// +groupName=p1321.example.com
package p1321
