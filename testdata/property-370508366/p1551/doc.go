// Package p1551 is a random API package (seed 1551).
//
// +groupName=p1551.example.com
package p1551
