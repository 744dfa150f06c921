// Package p1361 is a random API package (seed 1361).
//
// +groupName=p1361.example.com
package p1361
