// Package p1274 is a random API package (seed 1274).
//
// +groupName=p1274.example.com
package p1274
