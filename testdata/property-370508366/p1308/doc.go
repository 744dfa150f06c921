// Package p1308 is a random API package (seed 1308).
//
// +groupName=p1308.example.com
package p1308
