// Package p1023 is a random API package (seed 1023).
//
// +groupName=p1023.example.com
package p1023
