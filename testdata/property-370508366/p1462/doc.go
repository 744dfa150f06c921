// Package p1462 is a random API package (seed 1462).
//
// +groupName=p1462.example.com
package p1462
