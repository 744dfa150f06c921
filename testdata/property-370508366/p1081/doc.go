// Package p1081 is a random API package (seed 1081).
//
// +groupName=p1081.example.com
package p1081
