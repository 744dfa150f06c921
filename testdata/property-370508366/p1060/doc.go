// Package p1060 is a random API package (seed 1060).
//
// +groupName=p1060.example.com
package p1060
