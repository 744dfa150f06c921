// Package p1318 is a random API package (seed 1318).
//
// +groupName=p1318.example.com
package p1318
