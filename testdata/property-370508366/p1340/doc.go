// Package p1340 is a random API package (seed 1340).
//
// +groupName=p1340.example.com
package p1340
