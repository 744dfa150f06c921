// Package p1286 is a random API package (seed 1286).
//
// +groupName=p1286.example.com
package p1286
