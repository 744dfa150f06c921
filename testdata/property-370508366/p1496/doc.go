// Package p1496 is a random API package (seed 1496).
//
// +groupName=p1496.example.com
package p1496
