// Package p1380 is a random API package (seed 1380).
//
// +groupName=p1380.example.com
package p1380
