// Package p1159 is a random API package (seed 1159).
//
// +groupName=p1159.example.com
package p1159
