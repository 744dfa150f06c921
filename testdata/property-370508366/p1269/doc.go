// Package p1269 is a random API package (seed 1269).
//
// +groupName=p1269.example.com
package p1269
