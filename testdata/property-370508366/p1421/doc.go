// Package p1421 is a random API package (seed 1421).
//
// +groupName=p1421.example.com
package p1421
