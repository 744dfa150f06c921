// Package p1211 is a random API package (seed 1211).
//
// +groupName=p1211.example.com
package p1211
