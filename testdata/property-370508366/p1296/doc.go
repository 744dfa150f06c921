// Package p1296 is a random API package (seed 1296).
//
// +groupName=p1296.example.com
package p1296
