// Package p1223 is a random API package (seed 1223).
//
// +groupName=p1223.example.com
package p1223
