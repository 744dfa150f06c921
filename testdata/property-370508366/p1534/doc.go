// Package p1534 is a random API package (seed 1534).
//
// +groupName=p1534.example.com
package p1534
