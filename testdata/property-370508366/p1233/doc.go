// Package p1233 is a random API package (seed 1233).
//
// +groupName=p1233.example.com
package p1233
