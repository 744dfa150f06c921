// Package p1231 is a random API package (seed 1231).
//
// +groupName=p1231.example.com
package p1231
