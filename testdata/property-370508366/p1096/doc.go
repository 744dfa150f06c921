// Package p1096 is a random API package (seed 1096).
//
// +groupName=p1096.example.com
package p1096
