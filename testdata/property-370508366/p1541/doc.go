// Package p1541 is a random API package (seed 1541).
//
// +groupName=p1541.example.com
package p1541
