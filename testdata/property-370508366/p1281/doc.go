// Package p1281 is a random API package (seed 1281).
//
// +groupName=p1281.example.com
package p1281
