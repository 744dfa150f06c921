// Package p1093 is a random API package (seed 1093).
//
// +groupName=p1093.example.com
package p1093
