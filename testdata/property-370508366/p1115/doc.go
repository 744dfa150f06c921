// Package p1115 is a random API package (seed 1115).
//
// +groupName=p1115.example.com
package p1115
