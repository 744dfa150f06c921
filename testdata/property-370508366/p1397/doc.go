// Package p1397 is a random API package (seed 1397).
//
// +groupName=p1397.example.com
package p1397
