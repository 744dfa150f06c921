// Package p1565 is a random API package (seed 1565).
//
// +groupName=p1565.example.com
package p1565
