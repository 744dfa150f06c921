// Package p1180 is a random API package (seed 1180).
//
// +groupName=p1180.example.com
package p1180
