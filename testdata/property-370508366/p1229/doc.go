// Package p1229 is a random API package (seed 1229).
//
// +groupName=p1229.example.com
package p1229
