// Package p1412 is a random API package (seed 1412).
//
// +groupName=p1412.example.com
package p1412
