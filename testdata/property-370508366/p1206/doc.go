// Package p1206 is a random API package (seed 1206).
//
// +groupName=p1206.example.com
package p1206
