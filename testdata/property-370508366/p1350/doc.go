// Package p1350 is a random API package (seed 1350).
//
// +groupName=p1350.example.com
package p1350
