// Package p1186 is a random API package (seed 1186).
//
// +groupName=p1186.example.com
package p1186
