// Package p1295 is a random API package (seed 1295).
//
// +groupName=p1295.example.com
package p1295
