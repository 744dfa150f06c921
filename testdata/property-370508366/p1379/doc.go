// Package p1379 is a random API package (seed 1379).
//
// +groupName=p1379.example.com
package p1379
