// Package p1118 is a random API package (seed 1118).
//
// +groupName=p1118.example.com
package p1118
