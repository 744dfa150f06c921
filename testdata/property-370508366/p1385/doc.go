// Package p1385 is a random API package (seed 1385).
//
// +groupName=p1385.example.com
package p1385
