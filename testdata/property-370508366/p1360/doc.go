// Package p1360 is a random API package (seed 1360).
//
// +groupName=p1360.example.com
package p1360
