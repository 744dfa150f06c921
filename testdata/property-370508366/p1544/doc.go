// Package p1544 is a random API package (seed 1544).
//
// +groupName=p1544.example.com
package p1544
