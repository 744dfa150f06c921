// Package p1401 is a random API package (seed 1401).
//
// +groupName=p1401.example.com
package p1401
