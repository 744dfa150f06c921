// Package p1503 is a random API package (seed 1503).
//
// +groupName=p1503.example.com
package p1503
