// Package p1398 is a random API package (seed 1398).
//
// +groupName=p1398.example.com
package p1398
