// Package p1147 is a random API package (seed 1147).
//
// +groupName=p1147.example.com
package p1147
