// Package p1561 is a random API package (seed 1561).
//
// +groupName=p1561.example.com
package p1561
