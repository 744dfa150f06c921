// Package p1560 is a random API package (seed 1560).
//
// +groupName=p1560.example.com
package p1560
