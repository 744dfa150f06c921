// Package p1161 is a random API package (seed 1161).
//
// +groupName=p1161.example.com
package p1161
