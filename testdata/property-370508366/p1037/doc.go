// Package p1037 is a random API package (seed 1037).
//
// +groupName=p1037.example.com
package p1037
