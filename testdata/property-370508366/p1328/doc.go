// Package p1328 is a random API package (seed 1328).
//
// +groupName=p1328.example.com
package p1328
