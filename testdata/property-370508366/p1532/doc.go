// Package p1532 is a random API package (seed 1532).
//
// +groupName=p1532.example.com
package p1532
