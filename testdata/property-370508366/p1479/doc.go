// Package p1479 is a random API package (seed 1479).
//
// +groupName=p1479.example.com
package p1479
