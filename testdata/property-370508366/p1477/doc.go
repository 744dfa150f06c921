// Package p1477 is a random API package (seed 1477).
//
// +groupName=p1477.example.com
package p1477
