// Package p1243 is a random API package (seed 1243).
//
// +groupName=p1243.example.com
package p1243
