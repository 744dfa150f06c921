// Package p1283 is a random API package (seed 1283).
//
// +groupName=p1283.example.com
package p1283
