// Package p1520 is a random API package (seed 1520).
//
// +groupName=p1520.example.com
package p1520
