// Package p1497 is a random API package (seed 1497).
//
// +groupName=p1497.example.com
package p1497
