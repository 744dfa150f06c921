// Package p1185 is a random API package (seed 1185).
//
// +groupName=p1185.example.com
package p1185
