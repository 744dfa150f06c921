// Package p1009 is a random API package (seed 1009).
//
// +groupName=p1009.example.com
package p1009
