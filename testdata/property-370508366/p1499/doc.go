// Package p1499 is a random API package (seed 1499).
//
// +groupName=p1499.example.com
package p1499
