// Package p1456 is a random API package (seed 1456).
//
// +groupName=p1456.example.com
package p1456
