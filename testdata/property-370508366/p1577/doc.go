// Package p1577 is a random API package (seed 1577).
//
// +groupName=p1577.example.com
package p1577
