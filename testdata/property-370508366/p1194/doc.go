// Package p1194 is a random API package (seed 1194).
//
// +groupName=p1194.example.com
package p1194
