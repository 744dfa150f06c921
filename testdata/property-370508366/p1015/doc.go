// Package p1015 is a random API package (seed 1015).
//
// +groupName=p1015.example.com
package p1015
