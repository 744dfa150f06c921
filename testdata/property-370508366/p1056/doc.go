// Package p1056 is a random API package (seed 1056).
//
// +groupName=p1056.example.com
package p1056
