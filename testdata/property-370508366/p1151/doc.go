// Package p1151 is a random API package (seed 1151).
//
// +groupName=p1151.example.com
package p1151
