// Package p1240 is a random API package (seed 1240).
//
// +groupName=p1240.example.com
package p1240
