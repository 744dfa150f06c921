// Package p1322 is a random API package (seed 1322).
//
// +groupName=p1322.example.com
package p1322
