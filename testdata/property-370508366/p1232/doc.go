// Package p1232 is a random API package (seed 1232).
//
// +groupName=p1232.example.com
package p1232
