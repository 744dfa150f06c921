// Package p1149 is a random API package (seed 1149).
//
// +groupName=p1149.example.com
package p1149
