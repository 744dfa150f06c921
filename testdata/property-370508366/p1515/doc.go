// Package p1515 is a random API package (seed 1515).
//
// +groupName=p1515.example.com
package p1515
