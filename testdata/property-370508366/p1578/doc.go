// Package p1578 is a random API package (seed 1578).
//
// +groupName=p1578.example.com
package p1578
