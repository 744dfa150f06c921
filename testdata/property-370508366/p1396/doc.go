// Package p1396 is a random API package (seed 1396).
//
// +groupName=p1396.example.com
package p1396
