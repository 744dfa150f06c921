// Package p1074 is a random API package (seed 1074).
//
// +groupName=p1074.example.com
package p1074
