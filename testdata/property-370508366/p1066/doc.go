// Package p1066 is a random API package (seed 1066).
//
// +groupName=p1066.example.com
package p1066
