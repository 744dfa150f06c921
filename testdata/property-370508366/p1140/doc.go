// Package p1140 is a random API package (seed 1140).
//
// +groupName=p1140.example.com
package p1140
