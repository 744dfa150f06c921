// Package p1022 is a random API package (seed 1022).
//
// +groupName=p1022.example.com
package p1022
