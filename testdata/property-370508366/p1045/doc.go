// Package p1045 is a random API package (seed 1045).
//
// +groupName=p1045.example.com
package p1045
