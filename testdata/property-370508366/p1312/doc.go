// Package p1312 is a random API package (seed 1312).
//
// +groupName=p1312.example.com
package p1312
