// Package p1101 is a random API package (seed 1101).
//
// +groupName=p1101.example.com
package p1101
