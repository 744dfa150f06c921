// Package p1026 is a random API package (seed 1026).
//
// +groupName=p1026.example.com
package p1026
