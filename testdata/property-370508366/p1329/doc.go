// Package p1329 is a random API package (seed 1329).
//
// +groupName=p1329.example.com
package p1329
