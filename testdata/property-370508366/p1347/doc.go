// Package p1347 is a random API package (seed 1347).
//
// +groupName=p1347.example.com
package p1347
