// Package p1484 is a random API package (seed 1484).
//
// +groupName=p1484.example.com
package p1484
