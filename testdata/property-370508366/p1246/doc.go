// Package p1246 is a random API package (seed 1246).
//
// +groupName=p1246.example.com
package p1246
