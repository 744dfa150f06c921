// Package p1121 is a random API package (seed 1121).
//
// +groupName=p1121.example.com
package p1121
