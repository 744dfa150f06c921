// Package p1002 is a random API package (seed 1002).
//
// +groupName=p1002.example.com
package p1002
