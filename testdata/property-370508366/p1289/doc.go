// Package p1289 is a random API package (seed 1289).
//
// +groupName=p1289.example.com
package p1289
