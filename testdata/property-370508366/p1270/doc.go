// Package p1270 is a random API package (seed 1270).
//
// +groupName=p1270.example.com
package p1270
