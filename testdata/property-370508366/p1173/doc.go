// Package p1173 is a random API package (seed 1173).
//
// +groupName=p1173.example.com
package p1173
