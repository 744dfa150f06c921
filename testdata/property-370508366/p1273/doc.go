// Package p1273 is a random API package (seed 1273).
//
// +groupName=p1273.example.com
package p1273
