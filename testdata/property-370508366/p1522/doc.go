// Package p1522 is a random API package (seed 1522).
//
// +groupName=p1522.example.com
package p1522
