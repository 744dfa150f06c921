// Package p1459 is a random API package (seed 1459).
//
// +groupName=p1459.example.com
package p1459
