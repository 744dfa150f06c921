// Package p1538 is a random API package (seed 1538).
//
// +groupName=p1538.example.com
package p1538
