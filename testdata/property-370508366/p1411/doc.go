// Package p1411 is a random API package (seed 1411).
//
// +groupName=p1411.example.com
package p1411
