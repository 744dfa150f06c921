// Package p1025 is a random API package (seed 1025).
//
// +groupName=p1025.example.com
package p1025
