// Package p1383 is a random API package (seed 1383).
//
// +groupName=p1383.example.com
package p1383
