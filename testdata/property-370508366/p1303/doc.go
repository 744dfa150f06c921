// Package p1303 is a random API package (seed 1303).
//
// +groupName=p1303.example.com
package p1303
