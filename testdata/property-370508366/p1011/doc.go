// Package p1011 is a random API package (seed 1011).
//
// +groupName=p1011.example.com
package p1011
