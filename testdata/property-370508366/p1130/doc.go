// Package p1130 is a random API package (seed 1130).
//
// +groupName=p1130.example.com
package p1130
