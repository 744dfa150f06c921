// Package p1348 is a random API package (seed 1348).
//
// +groupName=p1348.example.com
package p1348
