// Package p1555 is a random API package (seed 1555).
//
// +groupName=p1555.example.com
package p1555
