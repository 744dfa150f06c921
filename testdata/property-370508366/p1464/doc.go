// Package p1464 is a random API package (seed 1464).
//
// +groupName=p1464.example.com
package p1464
