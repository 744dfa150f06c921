// Package p1434 is a random API package (seed 1434).
//
// +groupName=p1434.example.com
package p1434
