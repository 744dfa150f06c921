// Package p1423 is a random API package (seed 1423).
//
// +groupName=p1423.example.com
package p1423
