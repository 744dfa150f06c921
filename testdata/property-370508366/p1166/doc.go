// Package p1166 is a random API package (seed 1166).
//
// +groupName=p1166.example.com
package p1166
