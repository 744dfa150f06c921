// Package p1518 is a random API package (seed 1518).
//
// +groupName=p1518.example.com
package p1518
