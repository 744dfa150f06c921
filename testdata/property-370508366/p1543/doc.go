// Package p1543 is a random API package (seed 1543).
//
// +groupName=p1543.example.com
package p1543
