// Package p1076 is a random API package (seed 1076).
//
// +groupName=p1076.example.com
package p1076
