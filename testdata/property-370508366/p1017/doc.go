// Package p1017 is a random API package (seed 1017).
//
// +groupName=p1017.example.com
package p1017
