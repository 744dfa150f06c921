// Package p1212 is a random API package (seed 1212).
//
// +groupName=p1212.example.com
package p1212
