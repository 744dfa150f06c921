// Package p1517 is a random API package (seed 1517).
//
// +groupName=p1517.example.com
package p1517
