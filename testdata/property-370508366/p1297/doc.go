// Package p1297 is a random API package (seed 1297).
//
// +groupName=p1297.example.com
package p1297
