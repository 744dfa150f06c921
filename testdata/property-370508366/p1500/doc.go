// Package p1500 is a random API package (seed 1500).
//
// +groupName=p1500.example.com
package p1500
