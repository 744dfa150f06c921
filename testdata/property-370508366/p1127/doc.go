// Package p1127 is a random API package (seed 1127).
//
// +groupName=p1127.example.com
package p1127
