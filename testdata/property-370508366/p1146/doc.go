// Package p1146 is a random API package (seed 1146).
//
// +groupName=p1146.example.com
package p1146
