// Package p1415 is a random API package (seed 1415).
//
// +groupName=p1415.example.com
package p1415
