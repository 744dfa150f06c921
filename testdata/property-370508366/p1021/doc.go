// Package p1021 is a random API package (seed 1021).
//
// +groupName=p1021.example.com
package p1021
