// Package p1527 is a random API package (seed 1527).
//
// +groupName=p1527.example.com
package p1527
