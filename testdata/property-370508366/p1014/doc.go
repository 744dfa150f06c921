// Package p1014 is a random API package (seed 1014).
//
// +groupName=p1014.example.com
package p1014
