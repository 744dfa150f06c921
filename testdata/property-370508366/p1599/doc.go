// Package p1599 is a random API package (seed 1599).
//
// +groupName=p1599.example.com
package p1599
