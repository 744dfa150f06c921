// Package p1475 is a random API package (seed 1475).
//
// +groupName=p1475.example.com
package p1475
