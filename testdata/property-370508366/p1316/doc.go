// Package p1316 is a random API package (seed 1316).
//
// +groupName=p1316.example.com
package p1316
