// Package p1135 is a random API package (seed 1135).
//
// +groupName=p1135.example.com
package p1135
