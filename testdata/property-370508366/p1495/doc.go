// Package p1495 is a random API package (seed 1495).
//
// +groupName=p1495.example.com
package p1495
