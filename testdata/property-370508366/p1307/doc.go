// Package p1307 is a random API package (seed 1307).
//
// +groupName=p1307.example.com
package p1307
