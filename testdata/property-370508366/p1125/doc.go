// Package p1125 is a random API package (seed 1125).
//
// +groupName=p1125.example.com
package p1125
