// Package p1299 is a random API package (seed 1299).
//
// +groupName=p1299.example.com
package p1299
