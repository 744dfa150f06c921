// Package p1405 is a random API package (seed 1405).
//
// +groupName=p1405.example.com
package p1405
