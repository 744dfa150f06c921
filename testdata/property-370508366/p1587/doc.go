// Package p1587 is a random API package (seed 1587).
//
// +groupName=p1587.example.com
package p1587
