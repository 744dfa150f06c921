// Package p1346 is a random API package (seed 1346).
//
// +groupName=p1346.example.com
package p1346
