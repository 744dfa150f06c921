// Package p1079 is a random API package (seed 1079).
//
// +groupName=p1079.example.com
package p1079
