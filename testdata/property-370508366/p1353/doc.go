// Package p1353 is a random API package (seed 1353).
//
// +groupName=p1353.example.com
package p1353
