// Package p1048 is a random API package (seed 1048).
//
// +groupName=p1048.example.com
package p1048
