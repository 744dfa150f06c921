// Package p1008 is a random API package (seed 1008).
//
// +groupName=p1008.example.com
package p1008
