// Package p1193 is a random API package (seed 1193).
//
// +groupName=p1193.example.com
package p1193
