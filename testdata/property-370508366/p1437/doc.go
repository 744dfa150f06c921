// Package p1437 is a random API package (seed 1437).
//
// +groupName=p1437.example.com
package p1437
