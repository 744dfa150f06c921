// Package p1285 is a random API package (seed 1285).
//
// +groupName=p1285.example.com
package p1285
