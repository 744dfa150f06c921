// Package p1141 is a random API package (seed 1141).
//
// +groupName=p1141.example.com
package p1141
