// Package p1094 is a random API package (seed 1094).
//
// +groupName=p1094.example.com
package p1094
