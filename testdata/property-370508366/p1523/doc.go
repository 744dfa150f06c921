// Package p1523 is a random API package (seed 1523).
//
// +groupName=p1523.example.com
package p1523
