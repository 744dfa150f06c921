// Package p1177 is a random API package (seed 1177).
//
// +groupName=p1177.example.com
package p1177
