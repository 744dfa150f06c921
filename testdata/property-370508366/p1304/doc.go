// Package p1304 is a random API package (seed 1304).
//
// +groupName=p1304.example.com
package p1304
