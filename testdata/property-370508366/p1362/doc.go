// Package p1362 is a random API package (seed 1362).
//
// +groupName=p1362.example.com
package p1362
