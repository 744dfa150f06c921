// Package p1433 is a random API package (seed 1433).
//
// +groupName=p1433.example.com
package p1433
