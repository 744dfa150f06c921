// Package p1422 is a random API package (seed 1422).
//
// +groupName=p1422.example.com
package p1422
