// Package p1122 is a random API package (seed 1122).
//
// +groupName=p1122.example.com
package p1122
