// Package p1298 is a random API package (seed 1298).
//
// +groupName=p1298.example.com
package p1298
