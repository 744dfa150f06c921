// Package p1007 is a random API package (seed 1007).
//
// +groupName=p1007.example.com
package p1007
