// Package p1452 is a random API package (seed 1452).
//
// +groupName=p1452.example.com
package p1452
