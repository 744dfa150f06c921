// Package p1509 is a random API package (seed 1509).
//
// +groupName=p1509.example.com
package p1509
