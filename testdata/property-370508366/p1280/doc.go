// Package p1280 is a random API package (seed 1280).
//
// +groupName=p1280.example.com
package p1280
