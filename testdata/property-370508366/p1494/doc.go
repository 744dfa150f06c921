// Package p1494 is a random API package (seed 1494).
//
// +groupName=p1494.example.com
package p1494
