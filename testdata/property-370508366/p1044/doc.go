// Package p1044 is a random API package (seed 1044).
//
// +groupName=p1044.example.com
package p1044
