// Package p1547 is a random API package (seed 1547).
//
// +groupName=p1547.example.com
package p1547
