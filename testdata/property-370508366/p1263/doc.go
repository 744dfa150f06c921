// Package p1263 is a random API package (seed 1263).
//
// +groupName=p1263.example.com
package p1263
