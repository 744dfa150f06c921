// Package p1164 is a random API package (seed 1164).
//
// +groupName=p1164.example.com
package p1164
