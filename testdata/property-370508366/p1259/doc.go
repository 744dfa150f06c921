// Package p1259 is a random API package (seed 1259).
//
// +groupName=p1259.example.com
package p1259
