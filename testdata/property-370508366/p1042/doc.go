// Package p1042 is a random API package (seed 1042).
//
// +groupName=p1042.example.com
package p1042
