// Package p1032 is a random API package (seed 1032).
//
// +groupName=p1032.example.com
package p1032
