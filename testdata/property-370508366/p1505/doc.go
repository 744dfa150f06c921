// Package p1505 is a random API package (seed 1505).
//
// +groupName=p1505.example.com
package p1505
