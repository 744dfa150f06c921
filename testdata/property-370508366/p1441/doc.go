// Package p1441 is a random API package (seed 1441).
//
// +groupName=p1441.example.com
package p1441
