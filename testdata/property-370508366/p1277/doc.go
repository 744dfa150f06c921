// Package p1277 is a random API package (seed 1277).
//
// +groupName=p1277.example.com
package p1277
