// Package p1582 is a random API package (seed 1582).
//
// +groupName=p1582.example.com
package p1582
