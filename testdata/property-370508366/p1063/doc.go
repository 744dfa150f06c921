// Package p1063 is a random API package (seed 1063).
//
// +groupName=p1063.example.com
package p1063
