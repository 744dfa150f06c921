// Package p1088 is a random API package (seed 1088).
//
// +groupName=p1088.example.com
package p1088
