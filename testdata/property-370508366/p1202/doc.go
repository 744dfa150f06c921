// Package p1202 is a random API package (seed 1202).
//
// +groupName=p1202.example.com
package p1202
