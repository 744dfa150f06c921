// Package p1390 is a random API package (seed 1390).
//
// +groupName=p1390.example.com
package p1390
