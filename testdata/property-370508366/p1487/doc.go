// Package p1487 is a random API package (seed 1487).
//
// +groupName=p1487.example.com
package p1487
