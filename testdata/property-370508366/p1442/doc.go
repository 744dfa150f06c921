// Package p1442 is a random API package (seed 1442).
//
// +groupName=p1442.example.com
package p1442
