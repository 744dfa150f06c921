// Package p1368 is a random API package (seed 1368).
//
// +groupName=p1368.example.com
package p1368
