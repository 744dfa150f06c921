// Package p1275 is a random API package (seed 1275).
//
// +groupName=p1275.example.com
package p1275
