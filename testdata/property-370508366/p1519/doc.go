// Package p1519 is a random API package (seed 1519).
//
// +groupName=p1519.example.com
package p1519
