// Package p1248 is a random API package (seed 1248).
//
// +groupName=p1248.example.com
package p1248
