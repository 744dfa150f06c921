// Package p1449 is a random API package (seed 1449).
//
// +groupName=p1449.example.com
package p1449
