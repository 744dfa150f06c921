// Package p1313 is a random API package (seed 1313).
//
// +groupName=p1313.example.com
package p1313
