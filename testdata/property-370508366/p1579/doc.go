// Package p1579 is a random API package (seed 1579).
//
// +groupName=p1579.example.com
package p1579
