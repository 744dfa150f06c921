// Package p1349 is a random API package (seed 1349).
//
// +groupName=p1349.example.com
package p1349
