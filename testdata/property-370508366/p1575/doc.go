// Package p1575 is a random API package (seed 1575).
//
// +groupName=p1575.example.com
package p1575
