// Package p1524 is a random API package (seed 1524).
//
// +groupName=p1524.example.com
package p1524
