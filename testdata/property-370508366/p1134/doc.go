// Package p1134 is a random API package (seed 1134).
//
// +groupName=p1134.example.com
package p1134
