// Package p1508 is a random API package (seed 1508).
//
// +groupName=p1508.example.com
package p1508
