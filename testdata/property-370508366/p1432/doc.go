// Package p1432 is a random API package (seed 1432).
//
// +groupName=p1432.example.com
package p1432
