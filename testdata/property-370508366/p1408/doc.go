// Package p1408 is a random API package (seed 1408).
//
// +groupName=p1408.example.com
package p1408
