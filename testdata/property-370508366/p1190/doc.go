// Package p1190 is a random API package (seed 1190).
//
// +groupName=p1190.example.com
package p1190
