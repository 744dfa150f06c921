// Package p1123 is a random API package (seed 1123).
//
// +groupName=p1123.example.com
package p1123
