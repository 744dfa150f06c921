// Package p1053 is a random API package (seed 1053).
//
// +groupName=p1053.example.com
package p1053
