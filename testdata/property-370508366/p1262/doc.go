// Package p1262 is a random API package (seed 1262).
//
// +groupName=p1262.example.com
package p1262
