// Package p1168 is a random API package (seed 1168).
//
// +groupName=p1168.example.com
package p1168
