// Package p1384 is a random API package (seed 1384).
//
// +groupName=p1384.example.com
package p1384
