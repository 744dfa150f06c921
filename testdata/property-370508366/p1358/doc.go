// Package p1358 is a random API package (seed 1358).
//
// +groupName=p1358.example.com
package p1358
