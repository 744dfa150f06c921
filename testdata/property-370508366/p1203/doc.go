// Package p1203 is a random API package (seed 1203).
//
// +groupName=p1203.example.com
package p1203
