// Package p1574 is a random API package (seed 1574).
//
// +groupName=p1574.example.com
package p1574
