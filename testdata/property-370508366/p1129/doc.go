// Package p1129 is a random API package (seed 1129).
//
// +groupName=p1129.example.com
package p1129
