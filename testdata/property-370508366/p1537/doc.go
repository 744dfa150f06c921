// Package p1537 is a random API package (seed 1537).
//
// +groupName=p1537.example.com
package p1537
