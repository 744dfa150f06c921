// Package p1331 is a random API package (seed 1331).
//
// +groupName=p1331.example.com
package p1331
