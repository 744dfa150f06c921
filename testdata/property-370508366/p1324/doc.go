// Package p1324 is a random API package (seed 1324).
//
// +groupName=p1324.example.com
package p1324
