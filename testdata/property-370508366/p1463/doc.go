// Package p1463 is a random API package (seed 1463).
//
// +groupName=p1463.example.com
package p1463
