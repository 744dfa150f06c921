// Package p1220 is a random API package (seed 1220).
//
// +groupName=p1220.example.com
package p1220
