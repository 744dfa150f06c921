// Package p1080 is a random API package (seed 1080).
//
// +groupName=p1080.example.com
package p1080
