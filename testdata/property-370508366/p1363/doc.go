// Package p1363 is a random API package (seed 1363).
//
// +groupName=p1363.example.com
package p1363
