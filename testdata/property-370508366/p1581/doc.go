// Package p1581 is a random API package (seed 1581).
//
// +groupName=p1581.example.com
package p1581
