// Package p1103 is a random API package (seed 1103).
//
// +groupName=p1103.example.com
package p1103
