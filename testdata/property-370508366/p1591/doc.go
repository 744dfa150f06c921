// Package p1591 is a random API package (seed 1591).
//
// +groupName=p1591.example.com
package p1591
