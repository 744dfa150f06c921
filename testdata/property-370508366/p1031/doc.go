// Package p1031 is a random API package (seed 1031).
//
// +groupName=p1031.example.com
package p1031
