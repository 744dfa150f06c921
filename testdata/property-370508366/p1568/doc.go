// Package p1568 is a random API package (seed 1568).
//
// +groupName=p1568.example.com
package p1568
