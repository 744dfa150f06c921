// Package p1013 is a random API package (seed 1013).
//
// +groupName=p1013.example.com
package p1013
