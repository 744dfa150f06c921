// Package p1516 is a random API package (seed 1516).
//
// +groupName=p1516.example.com
package p1516
