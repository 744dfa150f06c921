// Package p1126 is a random API package (seed 1126).
//
// +groupName=p1126.example.com
package p1126
