// Package p1564 is a random API package (seed 1564).
//
// +groupName=p1564.example.com
package p1564
