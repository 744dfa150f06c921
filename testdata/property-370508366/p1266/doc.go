// Package p1266 is a random API package (seed 1266).
//
// +groupName=p1266.example.com
package p1266
