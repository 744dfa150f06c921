// Package p1530 is a random API package (seed 1530).
//
// +groupName=p1530.example.com
package p1530
