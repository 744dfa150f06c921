// Package p1325 is a random API package (seed 1325).
//
// +groupName=p1325.example.com
package p1325
