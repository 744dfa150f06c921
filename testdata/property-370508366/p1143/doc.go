// Package p1143 is a random API package (seed 1143).
//
// +groupName=p1143.example.com
package p1143
