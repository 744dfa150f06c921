// Package p1276 is a random API package (seed 1276).
//
// +groupName=p1276.example.com
package p1276
