// Package p1016 is a random API package (seed 1016).
//
// +groupName=p1016.example.com
package p1016
