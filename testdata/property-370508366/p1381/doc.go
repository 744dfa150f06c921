// Package p1381 is a random API package (seed 1381).
//
// +groupName=p1381.example.com
package p1381
