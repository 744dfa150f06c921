// Package p1136 is a random API package (seed 1136).
//
// +groupName=p1136.example.com
package p1136
