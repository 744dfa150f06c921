// Package p1465 is a random API package (seed 1465).
//
// +groupName=p1465.example.com
package p1465
