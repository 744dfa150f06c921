// Package p1344 is a random API package (seed 1344).
//
// +groupName=p1344.example.com
package p1344
