// Package p1595 is a random API package (seed 1595).
//
// +groupName=p1595.example.com
package p1595
