// Package p1178 is a random API package (seed 1178).
//
// +groupName=p1178.example.com
package p1178
