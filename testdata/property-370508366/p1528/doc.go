// Package p1528 is a random API package (seed 1528).
//
// +groupName=p1528.example.com
package p1528
