// Package p1018 is a random API package (seed 1018).
//
// +groupName=p1018.example.com
package p1018
