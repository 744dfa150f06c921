// Package p1228 is a random API package (seed 1228).
//
// +groupName=p1228.example.com
package p1228
