// Package p1144 is a random API package (seed 1144).
//
// +groupName=p1144.example.com
package p1144
