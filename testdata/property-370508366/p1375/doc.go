// Package p1375 is a random API package (seed 1375).
//
// +groupName=p1375.example.com
package p1375
