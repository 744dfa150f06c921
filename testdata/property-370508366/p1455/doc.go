// Package p1455 is a random API package (seed 1455).
//
// +groupName=p1455.example.com
package p1455
