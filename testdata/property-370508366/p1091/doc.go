// Package p1091 is a random API package (seed 1091).
//
// +groupName=p1091.example.com
package p1091
