// Package p1158 is a random API package (seed 1158).
//
// +groupName=p1158.example.com
package p1158
