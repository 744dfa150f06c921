// Package p1205 is a random API package (seed 1205).
//
// +groupName=p1205.example.com
package p1205
