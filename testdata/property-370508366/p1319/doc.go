// Package p1319 is a random API package (seed 1319).
//
// +groupName=p1319.example.com
package p1319
