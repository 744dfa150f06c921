// Package p1594 is a random API package (seed 1594).
//
// +groupName=p1594.example.com
package p1594
