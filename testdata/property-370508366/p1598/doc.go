// Package p1598 is a random API package (seed 1598).
//
// +groupName=p1598.example.com
package p1598
