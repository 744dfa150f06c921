// Package p1372 is a random API package (seed 1372).
//
// +groupName=p1372.example.com
package p1372
