// Package p1370 is a random API package (seed 1370).
//
// +groupName=p1370.example.com
package p1370
