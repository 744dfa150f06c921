// Package p1184 is a random API package (seed 1184).
//
// +groupName=p1184.example.com
package p1184
