// Package p1287 is a random API package (seed 1287).
//
// +groupName=p1287.example.com
package p1287
