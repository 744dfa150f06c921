// Package p1480 is a random API package (seed 1480).
//
// +groupName=p1480.example.com
package p1480
