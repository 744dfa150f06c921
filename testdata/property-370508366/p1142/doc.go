// Package p1142 is a random API package (seed 1142).
//
// +groupName=p1142.example.com
package p1142
