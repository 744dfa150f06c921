// Package p1553 is a random API package (seed 1553).
//
// +groupName=p1553.example.com
package p1553
