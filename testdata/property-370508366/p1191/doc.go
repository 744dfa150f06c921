// Package p1191 is a random API package (seed 1191).
//
// +groupName=p1191.example.com
package p1191
