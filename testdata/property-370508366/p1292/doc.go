// Package p1292 is a random API package (seed 1292).
//
// +groupName=p1292.example.com
package p1292
