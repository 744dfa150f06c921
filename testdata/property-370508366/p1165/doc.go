// Package p1165 is a random API package (seed 1165).
//
// +groupName=p1165.example.com
package p1165
