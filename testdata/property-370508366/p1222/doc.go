// Package p1222 is a random API package (seed 1222).
//
// +groupName=p1222.example.com
package p1222
