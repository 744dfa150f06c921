// Package p1359 is a random API package (seed 1359).
//
// +groupName=p1359.example.com
package p1359
