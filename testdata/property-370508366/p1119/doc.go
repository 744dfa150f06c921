// Package p1119 is a random API package (seed 1119).
//
// +groupName=p1119.example.com
package p1119
