// Package p1176 is a random API package (seed 1176).
//
// +groupName=p1176.example.com
package p1176
