// Package p1069 is a random API package (seed 1069).
//
// +groupName=p1069.example.com
package p1069
