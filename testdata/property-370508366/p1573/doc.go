// Package p1573 is a random API package (seed 1573).
//
// +groupName=p1573.example.com
package p1573
