// Package p1388 is a random API package (seed 1388).
//
// +groupName=p1388.example.com
package p1388
