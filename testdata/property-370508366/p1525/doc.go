// Package p1525 is a random API package (seed 1525).
//
// +groupName=p1525.example.com
package p1525
