// Package p1219 is a random API package (seed 1219).
//
// +groupName=p1219.example.com
package p1219
