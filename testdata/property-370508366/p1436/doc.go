// Package p1436 is a random API package (seed 1436).
//
// +groupName=p1436.example.com
package p1436
