// Package p1265 is a random API package (seed 1265).
//
// +groupName=p1265.example.com
package p1265
