// Package p1148 is a random API package (seed 1148).
//
// +groupName=p1148.example.com
package p1148
