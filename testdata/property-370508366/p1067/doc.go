// Package p1067 is a random API package (seed 1067).
//
// +groupName=p1067.example.com
package p1067
