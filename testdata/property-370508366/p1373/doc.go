// Package p1373 is a random API package (seed 1373).
//
// +groupName=p1373.example.com
package p1373
