// Package p1254 is a random API package (seed 1254).
//
// +groupName=p1254.example.com
package p1254
