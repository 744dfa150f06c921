// Package p1157 is a random API package (seed 1157).
//
// +groupName=p1157.example.com
package p1157
