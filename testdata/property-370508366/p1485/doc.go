// Package p1485 is a random API package (seed 1485).
//
// +groupName=p1485.example.com
package p1485
