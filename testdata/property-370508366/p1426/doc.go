// Package p1426 is a random API package (seed 1426).
//
// +groupName=p1426.example.com
package p1426
