// Package p1039 is a random API package (seed 1039).
//
// +groupName=p1039.example.com
package p1039
