// Package p1323 is a random API package (seed 1323).
//
// +groupName=p1323.example.com
package p1323
