// Package p1112 is a random API package (seed 1112).
//
// +groupName=p1112.example.com
package p1112
