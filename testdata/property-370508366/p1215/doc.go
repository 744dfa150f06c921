// Package p1215 is a random API package (seed 1215).
//
// +groupName=p1215.example.com
package p1215
