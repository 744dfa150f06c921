// Package p1075 is a random API package (seed 1075).
//
// +groupName=p1075.example.com
package p1075
