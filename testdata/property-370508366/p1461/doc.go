// Package p1461 is a random API package (seed 1461).
//
// +groupName=p1461.example.com
package p1461
