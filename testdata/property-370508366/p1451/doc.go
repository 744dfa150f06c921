// Package p1451 is a random API package (seed 1451).
//
// +groupName=p1451.example.com
package p1451
