// Package p1051 is a random API package (seed 1051).
//
// +groupName=p1051.example.com
package p1051
