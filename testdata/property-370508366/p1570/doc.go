// Package p1570 is a random API package (seed 1570).
//
// +groupName=p1570.example.com
package p1570
