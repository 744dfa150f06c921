// Package p1438 is a random API package (seed 1438).
//
// +groupName=p1438.example.com
package p1438
