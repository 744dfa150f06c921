// Package p1087 is a random API package (seed 1087).
//
// +groupName=p1087.example.com
package p1087
