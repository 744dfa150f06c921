// Package p1207 is a random API package (seed 1207).
//
// +groupName=p1207.example.com
package p1207
