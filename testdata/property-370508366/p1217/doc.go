// Package p1217 is a random API package (seed 1217).
//
// +groupName=p1217.example.com
package p1217
