// Package p1128 is a random API package (seed 1128).
//
// +groupName=p1128.example.com
package p1128
