// Package p1539 is a random API package (seed 1539).
//
// +groupName=p1539.example.com
package p1539
