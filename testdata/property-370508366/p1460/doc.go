// Package p1460 is a random API package (seed 1460).
//
// +groupName=p1460.example.com
package p1460
