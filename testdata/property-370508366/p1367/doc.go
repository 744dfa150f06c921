// Package p1367 is a random API package (seed 1367).
//
// +groupName=p1367.example.com
package p1367
