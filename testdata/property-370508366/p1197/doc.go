// Package p1197 is a random API package (seed 1197).
//
// +groupName=p1197.example.com
package p1197
