// Package p1593 is a random API package (seed 1593).
//
// +groupName=p1593.example.com
package p1593
