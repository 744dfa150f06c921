// Package p1586 is a random API package (seed 1586).
//
// +groupName=p1586.example.com
package p1586
