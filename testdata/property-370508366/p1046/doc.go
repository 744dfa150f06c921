// Package p1046 is a random API package (seed 1046).
//
// +groupName=p1046.example.com
package p1046
