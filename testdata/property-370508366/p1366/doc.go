// Package p1366 is a random API package (seed 1366).
//
// +groupName=p1366.example.com
package p1366
