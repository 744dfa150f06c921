// Package p1576 is a random API package (seed 1576).
//
// +groupName=p1576.example.com
package p1576
