// Package p1131 is a random API package (seed 1131).
//
// +groupName=p1131.example.com
package p1131
