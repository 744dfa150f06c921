// Package p1513 is a random API package (seed 1513).
//
// +groupName=p1513.example.com
package p1513
