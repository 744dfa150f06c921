// Package p1403 is a random API package (seed 1403).
//
// +groupName=p1403.example.com
package p1403
