// Package p1583 is a random API package (seed 1583).
//
// +groupName=p1583.example.com
package p1583
