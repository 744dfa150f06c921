// Package p1192 is a random API package (seed 1192).
//
// +groupName=p1192.example.com
package p1192
