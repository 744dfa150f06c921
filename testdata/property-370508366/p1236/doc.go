// Package p1236 is a random API package (seed 1236).
//
// +groupName=p1236.example.com
package p1236
