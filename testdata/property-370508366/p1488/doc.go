// Package p1488 is a random API package (seed 1488).
//
// +groupName=p1488.example.com
package p1488
