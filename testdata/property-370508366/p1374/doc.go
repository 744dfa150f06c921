// Package p1374 is a random API package (seed 1374).
//
// +groupName=p1374.example.com
package p1374
