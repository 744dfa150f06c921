// Package p1253 is a random API package (seed 1253).
//
// +groupName=p1253.example.com
package p1253
