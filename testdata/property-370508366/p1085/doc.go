// Package p1085 is a random API package (seed 1085).
//
// +groupName=p1085.example.com
package p1085
