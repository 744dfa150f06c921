// Package p1090 is a random API package (seed 1090).
//
// +groupName=p1090.example.com
package p1090
