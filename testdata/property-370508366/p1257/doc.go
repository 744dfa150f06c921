// Package p1257 is a random API package (seed 1257).
//
// +groupName=p1257.example.com
package p1257
