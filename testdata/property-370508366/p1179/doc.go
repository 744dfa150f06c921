// Package p1179 is a random API package (seed 1179).
//
// +groupName=p1179.example.com
package p1179
