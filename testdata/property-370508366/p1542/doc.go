// Package p1542 is a random API package (seed 1542).
//
// +groupName=p1542.example.com
package p1542
