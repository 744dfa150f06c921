// Package p1188 is a random API package (seed 1188).
//
// +groupName=p1188.example.com
package p1188
