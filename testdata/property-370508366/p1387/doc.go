// Package p1387 is a random API package (seed 1387).
//
// +groupName=p1387.example.com
package p1387
