// Package p1107 is a random API package (seed 1107).
//
// +groupName=p1107.example.com
package p1107
