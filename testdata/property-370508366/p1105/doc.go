// Package p1105 is a random API package (seed 1105).
//
// +groupName=p1105.example.com
package p1105
