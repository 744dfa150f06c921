// Package p1400 is a random API package (seed 1400).
//
// +groupName=p1400.example.com
package p1400
