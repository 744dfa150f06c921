// Package p1493 is a random API package (seed 1493).
//
// +groupName=p1493.example.com
package p1493
