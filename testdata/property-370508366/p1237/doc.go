// Package p1237 is a random API package (seed 1237).
//
// +groupName=p1237.example.com
package p1237
