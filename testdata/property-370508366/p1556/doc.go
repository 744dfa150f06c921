// Package p1556 is a random API package (seed 1556).
//
// +groupName=p1556.example.com
package p1556
