// Package p1132 is a random API package (seed 1132).
//
// +groupName=p1132.example.com
package p1132
