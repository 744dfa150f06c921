// Package p1267 is a random API package (seed 1267).
//
// +groupName=p1267.example.com
package p1267
