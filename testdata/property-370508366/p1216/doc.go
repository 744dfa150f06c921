// Package p1216 is a random API package (seed 1216).
//
// +groupName=p1216.example.com
package p1216
