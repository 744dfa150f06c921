// Package p1049 is a random API package (seed 1049).
//
// +groupName=p1049.example.com
package p1049
