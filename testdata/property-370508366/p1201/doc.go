// Package p1201 is a random API package (seed 1201).
//
// +groupName=p1201.example.com
package p1201
