// Package p1058 is a random API package (seed 1058).
//
// +groupName=p1058.example.com
package p1058
