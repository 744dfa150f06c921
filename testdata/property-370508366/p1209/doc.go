// Package p1209 is a random API package (seed 1209).
//
// +groupName=p1209.example.com
package p1209
