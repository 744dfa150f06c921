// Package p1526 is a random API package (seed 1526).
//
// +groupName=p1526.example.com
package p1526
