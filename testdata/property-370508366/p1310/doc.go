// Package p1310 is a random API package (seed 1310).
//
// +groupName=p1310.example.com
package p1310
