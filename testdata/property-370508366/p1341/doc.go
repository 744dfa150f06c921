// Package p1341 is a random API package (seed 1341).
//
// +groupName=p1341.example.com
package p1341
