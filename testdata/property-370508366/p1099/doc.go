// Package p1099 is a random API package (seed 1099).
//
// +groupName=p1099.example.com
package p1099
