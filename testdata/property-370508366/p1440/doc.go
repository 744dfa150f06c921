// Package p1440 is a random API package (seed 1440).
//
// +groupName=p1440.example.com
package p1440
