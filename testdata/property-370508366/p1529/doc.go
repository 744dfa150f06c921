// Package p1529 is a random API package (seed 1529).
//
// +groupName=p1529.example.com
package p1529
