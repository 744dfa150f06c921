// Package p1116 is a random API package (seed 1116).
//
// +groupName=p1116.example.com
package p1116
