// Package p1476 is a random API package (seed 1476).
//
// +groupName=p1476.example.com
package p1476
