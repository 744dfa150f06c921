// Package p1120 is a random API package (seed 1120).
//
// +groupName=p1120.example.com
package p1120
