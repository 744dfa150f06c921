// Package p1443 is a random API package (seed 1443).
//
// +groupName=p1443.example.com
package p1443
