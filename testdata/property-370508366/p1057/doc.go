// Package p1057 is a random API package (seed 1057).
//
// +groupName=p1057.example.com
package p1057
