// Package p1255 is a random API package (seed 1255).
//
// +groupName=p1255.example.com
package p1255
