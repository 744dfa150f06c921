// Package p1335 is a random API package (seed 1335).
//
// +groupName=p1335.example.com
package p1335
