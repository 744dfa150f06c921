// Package p1171 is a random API package (seed 1171).
//
// +groupName=p1171.example.com
package p1171
