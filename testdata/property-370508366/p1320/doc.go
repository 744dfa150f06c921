// Package p1320 is a random API package (seed 1320).
//
// +groupName=p1320.example.com
package p1320
