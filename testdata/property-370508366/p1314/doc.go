// Package p1314 is a random API package (seed 1314).
//
// +groupName=p1314.example.com
package p1314
