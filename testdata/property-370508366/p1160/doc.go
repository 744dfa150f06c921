// Package p1160 is a random API package (seed 1160).
//
// +groupName=p1160.example.com
package p1160
