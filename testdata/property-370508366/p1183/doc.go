// Package p1183 is a random API package (seed 1183).
//
// +groupName=p1183.example.com
package p1183
