// Package p1169 is a random API package (seed 1169).
//
// +groupName=p1169.example.com
package p1169
