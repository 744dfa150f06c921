// Package p1043 is a random API package (seed 1043).
//
// +groupName=p1043.example.com
package p1043
