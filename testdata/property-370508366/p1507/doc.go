// Package p1507 is a random API package (seed 1507).
//
// +groupName=p1507.example.com
package p1507
