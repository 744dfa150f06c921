// Package p1252 is a random API package (seed 1252).
//
// +groupName=p1252.example.com
package p1252
