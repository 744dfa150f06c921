// Package p1200 is a random API package (seed 1200).
//
// +groupName=p1200.example.com
package p1200
