// Package p1311 is a random API package (seed 1311).
//
// +groupName=p1311.example.com
package p1311
