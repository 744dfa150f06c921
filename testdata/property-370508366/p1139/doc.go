// Package p1139 is a random API package (seed 1139).
//
// +groupName=p1139.example.com
package p1139
