// Package p1213 is a random API package (seed 1213).
//
// +groupName=p1213.example.com
package p1213
