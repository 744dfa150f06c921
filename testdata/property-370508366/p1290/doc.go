// Package p1290 is a random API package (seed 1290).
//
// +groupName=p1290.example.com
package p1290
