// Package p1027 is a random API package (seed 1027).
//
// +groupName=p1027.example.com
package p1027
