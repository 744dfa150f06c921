// Package p1511 is a random API package (seed 1511).
//
// +groupName=p1511.example.com
package p1511
