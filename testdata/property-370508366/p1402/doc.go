// Package p1402 is a random API package (seed 1402).
//
// +groupName=p1402.example.com
package p1402
