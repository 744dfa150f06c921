// Package p1386 is a random API package (seed 1386).
//
// +groupName=p1386.example.com
package p1386
