// Package p1077 is a random API package (seed 1077).
//
// +groupName=p1077.example.com
package p1077
