// Package p1235 is a random API package (seed 1235).
//
// +groupName=p1235.example.com
package p1235
