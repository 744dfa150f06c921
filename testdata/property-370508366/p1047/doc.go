// Package p1047 is a random API package (seed 1047).
//
// +groupName=p1047.example.com
package p1047
