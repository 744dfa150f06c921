// Package p1473 is a random API package (seed 1473).
//
// +groupName=p1473.example.com
package p1473
