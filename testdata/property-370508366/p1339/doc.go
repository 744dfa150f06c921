// Package p1339 is a random API package (seed 1339).
//
// +groupName=p1339.example.com
package p1339
