// Package p1356 is a random API package (seed 1356).
//
// +groupName=p1356.example.com
package p1356
