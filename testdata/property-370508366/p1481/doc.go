// Package p1481 is a random API package (seed 1481).
//
// +groupName=p1481.example.com
package p1481
