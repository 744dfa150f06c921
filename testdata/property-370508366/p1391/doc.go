// Package p1391 is a random API package (seed 1391).
//
// +groupName=p1391.example.com
package p1391
