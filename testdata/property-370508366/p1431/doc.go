// Package p1431 is a random API package (seed 1431).
//
// +groupName=p1431.example.com
package p1431
