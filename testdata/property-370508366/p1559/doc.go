// Package p1559 is a random API package (seed 1559).
//
// +groupName=p1559.example.com
package p1559
