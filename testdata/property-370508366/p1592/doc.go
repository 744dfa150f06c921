// Package p1592 is a random API package (seed 1592).
//
// +groupName=p1592.example.com
package p1592
