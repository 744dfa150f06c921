// Package p1221 is a random API package (seed 1221).
//
// +groupName=p1221.example.com
package p1221
