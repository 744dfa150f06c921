// Package p1282 is a random API package (seed 1282).
//
// +groupName=p1282.example.com
package p1282
