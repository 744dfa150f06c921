// Package p1562 is a random API package (seed 1562).
//
// +groupName=p1562.example.com
package p1562
