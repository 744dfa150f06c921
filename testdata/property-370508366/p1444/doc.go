// Package p1444 is a random API package (seed 1444).
//
// +groupName=p1444.example.com
package p1444
