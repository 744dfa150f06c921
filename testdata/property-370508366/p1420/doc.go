// Package p1420 is a random API package (seed 1420).
//
// +groupName=p1420.example.com
package p1420
