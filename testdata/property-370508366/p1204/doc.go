// Package p1204 is a random API package (seed 1204).
//
// +groupName=p1204.example.com
package p1204
