// Package p1482 is a random API package (seed 1482).
//
// +groupName=p1482.example.com
package p1482
