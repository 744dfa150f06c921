// Package p1137 is a random API package (seed 1137).
//
// +groupName=p1137.example.com
package p1137
