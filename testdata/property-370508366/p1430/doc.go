// Package p1430 is a random API package (seed 1430).
//
// +groupName=p1430.example.com
package p1430
