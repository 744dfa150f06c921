// Package p1414 is a random API package (seed 1414).
//
// +groupName=p1414.example.com
package p1414
