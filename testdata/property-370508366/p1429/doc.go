// Package p1429 is a random API package (seed 1429).
//
// +groupName=p1429.example.com
package p1429
