// Package p1535 is a random API package (seed 1535).
//
// +groupName=p1535.example.com
package p1535
