// Package p1569 is a random API package (seed 1569).
//
// +groupName=p1569.example.com
package p1569
