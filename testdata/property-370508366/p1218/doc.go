// Package p1218 is a random API package (seed 1218).
//
// +groupName=p1218.example.com
package p1218
