// Package p1439 is a random API package (seed 1439).
//
// +groupName=p1439.example.com
package p1439
