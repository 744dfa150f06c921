// Package p1001 is a random API package (seed 1001).
//
// +groupName=p1001.example.com
package p1001
