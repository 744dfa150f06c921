// Package p1309 is a random API package (seed 1309).
//
// +groupName=p1309.example.com
package p1309
