// Package p1083 is a random API package (seed 1083).
//
// +groupName=p1083.example.com
package p1083
