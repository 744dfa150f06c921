// Package p1474 is a random API package (seed 1474).
//
// +groupName=p1474.example.com
package p1474
