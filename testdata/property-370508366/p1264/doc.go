// Package p1264 is a random API package (seed 1264).
//
// +groupName=p1264.example.com
package p1264
