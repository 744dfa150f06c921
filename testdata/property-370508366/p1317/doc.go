// Package p1317 is a random API package (seed 1317).
//
// +groupName=p1317.example.com
package p1317
