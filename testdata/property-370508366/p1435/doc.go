// Package p1435 is a random API package (seed 1435).
//
// +groupName=p1435.example.com
package p1435
