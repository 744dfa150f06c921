// Package p1071 is a random API package (seed 1071).
//
// +groupName=p1071.example.com
package p1071
