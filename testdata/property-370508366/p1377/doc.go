// Package p1377 is a random API package (seed 1377).
//
// +groupName=p1377.example.com
package p1377
