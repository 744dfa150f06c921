// Package p1352 is a random API package (seed 1352).
//
// +groupName=p1352.example.com
package p1352
