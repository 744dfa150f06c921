// Package p1548 is a random API package (seed 1548).
//
// +groupName=p1548.example.com
package p1548
