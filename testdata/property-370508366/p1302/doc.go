// Package p1302 is a random API package (seed 1302).
//
// +groupName=p1302.example.com
package p1302
