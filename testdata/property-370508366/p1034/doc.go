// Package p1034 is a random API package (seed 1034).
//
// +groupName=p1034.example.com
package p1034
