// Package p1106 is a random API package (seed 1106).
//
// +groupName=p1106.example.com
package p1106
