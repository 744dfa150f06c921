// Package p1365 is a random API package (seed 1365).
//
// +groupName=p1365.example.com
package p1365
