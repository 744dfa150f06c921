// Package p1199 is a random API package (seed 1199).
//
// +groupName=p1199.example.com
package p1199
