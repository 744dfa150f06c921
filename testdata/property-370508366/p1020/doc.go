// Package p1020 is a random API package (seed 1020).
//
// +groupName=p1020.example.com
package p1020
