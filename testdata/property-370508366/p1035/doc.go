// Package p1035 is a random API package (seed 1035).
//
// +groupName=p1035.example.com
package p1035
