// Package p1225 is a random API package (seed 1225).
//
// +groupName=p1225.example.com
package p1225
