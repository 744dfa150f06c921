// Package p1448 is a random API package (seed 1448).
//
// +groupName=p1448.example.com
package p1448
