// Package p1406 is a random API package (seed 1406).
//
// +groupName=p1406.example.com
package p1406
