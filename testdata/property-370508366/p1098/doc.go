// Package p1098 is a random API package (seed 1098).
//
// +groupName=p1098.example.com
package p1098
