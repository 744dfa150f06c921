// Package p1585 is a random API package (seed 1585).
//
// +groupName=p1585.example.com
package p1585
