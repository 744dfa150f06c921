// Package p1050 is a random API package (seed 1050).
//
// +groupName=p1050.example.com
package p1050
