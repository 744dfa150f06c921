// Package p1416 is a random API package (seed 1416).
//
// +groupName=p1416.example.com
package p1416
