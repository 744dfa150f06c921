// Package p1552 is a random API package (seed 1552).
//
// +groupName=p1552.example.com
package p1552
