// Package p1294 is a random API package (seed 1294).
//
// +groupName=p1294.example.com
package p1294
