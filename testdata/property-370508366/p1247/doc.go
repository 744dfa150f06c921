// Package p1247 is a random API package (seed 1247).
//
// +groupName=p1247.example.com
package p1247
