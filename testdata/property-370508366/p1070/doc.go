// Package p1070 is a random API package (seed 1070).
//
// +groupName=p1070.example.com
package p1070
