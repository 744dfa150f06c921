// Package p1364 is a random API package (seed 1364).
//
// +groupName=p1364.example.com
package p1364
