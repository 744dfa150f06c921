// Package p1584 is a random API package (seed 1584).
//
// +groupName=p1584.example.com
package p1584
