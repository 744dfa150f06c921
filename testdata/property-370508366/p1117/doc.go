// Package p1117 is a random API package (seed 1117).
//
// +groupName=p1117.example.com
package p1117
