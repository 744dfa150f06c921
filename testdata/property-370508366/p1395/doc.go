// Package p1395 is a random API package (seed 1395).
//
// +groupName=p1395.example.com
package p1395
