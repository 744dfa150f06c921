// Package p1333 is a random API package (seed 1333).
//
// +groupName=p1333.example.com
package p1333
