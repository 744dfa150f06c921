// Package p1337 is a random API package (seed 1337).
//
// +groupName=p1337.example.com
package p1337
