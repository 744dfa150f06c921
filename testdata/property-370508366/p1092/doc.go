// Package p1092 is a random API package (seed 1092).
//
// +groupName=p1092.example.com
package p1092
