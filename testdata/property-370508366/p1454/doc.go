// Package p1454 is a random API package (seed 1454).
//
// +groupName=p1454.example.com
package p1454
