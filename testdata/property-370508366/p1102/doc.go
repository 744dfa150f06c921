// Package p1102 is a random API package (seed 1102).
//
// +groupName=p1102.example.com
package p1102
