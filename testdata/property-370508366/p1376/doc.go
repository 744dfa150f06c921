// Package p1376 is a random API package (seed 1376).
//
// +groupName=p1376.example.com
package p1376
