// Package p1470 is a random API package (seed 1470).
//
// +groupName=p1470.example.com
package p1470
