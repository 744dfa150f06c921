// Package p1024 is a random API package (seed 1024).
//
// +groupName=p1024.example.com
package p1024
