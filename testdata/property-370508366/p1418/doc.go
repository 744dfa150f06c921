// Package p1418 is a random API package (seed 1418).
//
// +groupName=p1418.example.com
package p1418
