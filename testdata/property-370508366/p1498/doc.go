// Package p1498 is a random API package (seed 1498).
//
// +groupName=p1498.example.com
package p1498
