// Package p1234 is a random API package (seed 1234).
//
// +groupName=p1234.example.com
package p1234
