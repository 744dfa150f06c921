// Package p1589 is a random API package (seed 1589).
//
// +groupName=p1589.example.com
package p1589
