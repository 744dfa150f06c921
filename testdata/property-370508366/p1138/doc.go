// Package p1138 is a random API package (seed 1138).
//
// +groupName=p1138.example.com
package p1138
