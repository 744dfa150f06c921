// Package p1210 is a random API package (seed 1210).
//
// +groupName=p1210.example.com
package p1210
