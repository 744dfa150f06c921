// Package p1145 is a random API package (seed 1145).
//
// +groupName=p1145.example.com
package p1145
