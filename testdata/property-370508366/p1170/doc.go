// Package p1170 is a random API package (seed 1170).
//
// +groupName=p1170.example.com
package p1170
