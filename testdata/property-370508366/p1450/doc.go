// Package p1450 is a random API package (seed 1450).
//
// +groupName=p1450.example.com
package p1450
