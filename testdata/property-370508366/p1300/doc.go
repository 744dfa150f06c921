// Package p1300 is a random API package (seed 1300).
//
// +groupName=p1300.example.com
package p1300
