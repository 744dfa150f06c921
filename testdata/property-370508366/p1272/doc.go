// Package p1272 is a random API package (seed 1272).
//
// +groupName=p1272.example.com
package p1272
