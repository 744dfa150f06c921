// Package p1336 is a random API package (seed 1336).
//
// +groupName=p1336.example.com
package p1336
