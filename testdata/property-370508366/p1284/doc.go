// Package p1284 is a random API package (seed 1284).
//
// +groupName=p1284.example.com
package p1284
