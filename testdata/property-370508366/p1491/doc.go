// Package p1491 is a random API package (seed 1491).
//
// +groupName=p1491.example.com
package p1491
