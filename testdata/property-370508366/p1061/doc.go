// Package p1061 is a random API package (seed 1061).
//
// +groupName=p1061.example.com
package p1061
