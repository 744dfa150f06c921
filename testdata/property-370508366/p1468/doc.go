// Package p1468 is a random API package (seed 1468).
//
// +groupName=p1468.example.com
package p1468
