// Package p1124 is a random API package (seed 1124).
//
// +groupName=p1124.example.com
package p1124
