// Package p1546 is a random API package (seed 1546).
//
// +groupName=p1546.example.com
package p1546
