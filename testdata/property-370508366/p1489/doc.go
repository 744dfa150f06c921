// Package p1489 is a random API package (seed 1489).
//
// +groupName=p1489.example.com
package p1489
