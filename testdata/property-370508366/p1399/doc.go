// Package p1399 is a random API package (seed 1399).
//
// +groupName=p1399.example.com
package p1399
