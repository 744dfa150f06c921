// Package p1330 is a random API package (seed 1330).
//
// +groupName=p1330.example.com
package p1330
