// Package p1393 is a random API package (seed 1393).
//
// +groupName=p1393.example.com
package p1393
