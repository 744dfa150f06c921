// Package p1504 is a random API package (seed 1504).
//
// +groupName=p1504.example.com
package p1504
