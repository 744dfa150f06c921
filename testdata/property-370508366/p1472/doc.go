// Package p1472 is a random API package (seed 1472).
//
// +groupName=p1472.example.com
package p1472
