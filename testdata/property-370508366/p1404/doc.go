// Package p1404 is a random API package (seed 1404).
//
// +groupName=p1404.example.com
package p1404
