// Package p1068 is a random API package (seed 1068).
//
// +groupName=p1068.example.com
package p1068
