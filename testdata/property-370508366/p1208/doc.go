// Package p1208 is a random API package (seed 1208).
//
// +groupName=p1208.example.com
package p1208
