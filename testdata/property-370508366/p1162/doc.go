// Package p1162 is a random API package (seed 1162).
//
// +groupName=p1162.example.com
package p1162
