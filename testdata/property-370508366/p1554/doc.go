// Package p1554 is a random API package (seed 1554).
//
// +groupName=p1554.example.com
package p1554
