// Package p1469 is a random API package (seed 1469).
//
// +groupName=p1469.example.com
package p1469
