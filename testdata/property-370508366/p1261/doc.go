// Package p1261 is a random API package (seed 1261).
//
// +groupName=p1261.example.com
package p1261
