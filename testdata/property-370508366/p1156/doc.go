// Package p1156 is a random API package (seed 1156).
//
// +groupName=p1156.example.com
package p1156
