// Package p1419 is a random API package (seed 1419).
//
// +groupName=p1419.example.com
package p1419
